import { useEffect, useReducer } from 'react';
import { errorMessage } from '@studydesk/shared/api-client';
import { downloadCsv } from '@studydesk/shared/csv';
import { useT } from '@studydesk/shared/i18n';
import { toast } from '@studydesk/shared/toasts';
import { Button, VisuallyHidden } from '@studydesk/shared/ui';
import { getTeachingTimeDownload } from '../api';
import { teachingTimeCsvName, teachingTimeCsvRows } from '../model/teaching-time-csv';
import { csvDownloadReducer, initialCsvDownload } from '../model/csv-download';

export interface CsvDownloadButtonProps {
  month: number;
  year: number;
}

/** spec §4 "CSV download is two clicks: the first fetches data, the next downloads it." */
export function CsvDownloadButton({ month, year }: CsvDownloadButtonProps) {
  const t = useT();
  const [state, dispatch] = useReducer(csvDownloadReducer, initialCsvDownload);
  const fileName = teachingTimeCsvName(month, year);

  useEffect(() => dispatch({ type: 'csv/monthChanged', month, year }), [month, year]);

  const fetchKey = state.status === 'fetching' ? `${state.year}-${state.month}` : null;
  useEffect(() => {
    if (state.status !== 'fetching') return undefined;
    const controller = new AbortController();
    getTeachingTimeDownload({ month: state.month, year: state.year }, controller.signal).then(
      (downloadData) => dispatch({ type: 'csv/fetched', downloadData }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        dispatch({ type: 'csv/failed', error });
        toast.error(errorMessage(error));
      },
    );
    return () => controller.abort();
    // fetchKey names the month being fetched: one request per first click
  }, [fetchKey]);

  function onClick() {
    if (state.status === 'ready') {
      downloadCsv(fileName, teachingTimeCsvRows(state.downloadData));
      dispatch({ type: 'csv/downloaded' });
    } else {
      dispatch({ type: 'csv/requested', month, year });
    }
  }

  const ready = state.status === 'ready';
  return (
    <>
      <Button size="sm" variant={ready ? 'primary' : 'secondary'} loading={state.status === 'fetching'} onClick={onClick}>
        {ready ? t('Download {file}', { file: fileName }) : t('Prepare CSV')}
      </Button>
      <VisuallyHidden>
        <span aria-live="polite">{ready ? t('The CSV is ready: press the button again to download it') : ''}</span>
      </VisuallyHidden>
    </>
  );
}
