import { renderHook, waitFor } from '@testing-library/react';
import { apiClient } from '@studydesk/shared/api-client';
import { FALLBACK_LANGUAGES } from './languages';
import { useLanguageList } from './use-language-list';

describe('useLanguageList', () => {
  it('offers the fallback list at once, the dictionary’s list once it arrives, and asks only once', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { languageList: [{ code: 'pt-BR', name: 'Português' }] } });
    const first = renderHook(() => useLanguageList());
    expect(first.result.current).toEqual(FALLBACK_LANGUAGES);
    await waitFor(() => expect(first.result.current).toEqual([{ code: 'pt-BR', name: 'Português' }]));
    const second = renderHook(() => useLanguageList());
    await waitFor(() => expect(second.result.current).toEqual([{ code: 'pt-BR', name: 'Português' }]));
    expect(get).toHaveBeenCalledTimes(1);
  });
});
