import { useEffect, useReducer, useState } from 'react';
import { call } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { downloadCsv } from '@studydesk/shared/csv';
import { useResource } from '@studydesk/shared/data';
import { useT } from '@studydesk/shared/i18n';
import { toast } from '@studydesk/shared/toasts';
import { Button, VisuallyHidden } from '@studydesk/shared/ui';
import { teachingTimeCsvName, teachingTimeCsvRows } from '../model/teaching-time-csv';
import { csvDownloadReducer, initialCsvDownload } from '../model/csv-download';

export interface CsvDownloadButtonProps {
  month: number;
  year: number;
}

/** The report's CSV download in two clicks (docs/product-rules.md#r-csv-1). */
export function CsvDownloadButton({ month, year }: CsvDownloadButtonProps) {
  const t = useT();
  const [state, dispatch] = useReducer(csvDownloadReducer, initialCsvDownload);
  const fileName = teachingTimeCsvName(month, year);

  useEffect(() => dispatch({ type: 'csv/monthChanged', month, year }), [month, year]);

  // One request per first click; `round` tells two fetches of the same month apart, so
  // after a download the next first click fetches afresh (docs/product-rules.md#r-csv-1 downloadData).
  const [round, setRound] = useState(0);
  const fetching = state.status === 'fetching';
  const fetchMonth = state.status === 'idle' ? { month, year } : { month: state.month, year: state.year };
  const download = useResource(
    `${fetchMonth.year}-${fetchMonth.month}#${round}`,
    async (signal) => (await call(endpoints.teachingTime.download, { body: fetchMonth, signal })).data,
    { enabled: fetching },
  );
  useEffect(() => {
    if (!fetching) return;
    if (download.status === 'ready') dispatch({ type: 'csv/fetched', downloadData: download.data });
    if (download.status === 'failed') {
      dispatch({ type: 'csv/failed', error: download.error });
      toast.error(download.error);
    }
  }, [fetching, download.status, download.data, download.error]);

  function onClick() {
    if (state.status === 'ready') {
      downloadCsv(fileName, teachingTimeCsvRows(state.downloadData));
      dispatch({ type: 'csv/downloaded' });
    } else {
      if (!fetching) setRound((value) => value + 1);
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
