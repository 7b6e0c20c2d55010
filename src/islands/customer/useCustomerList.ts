// Loads one page of the customers the user may act for; a newer request cancels the older one.
import { useEffect, useMemo, useState } from 'react';
import { HttpInterrupted } from '../lib/http';
import { fetchCustomers, type CustomerListPage } from './customers.api';
import { debounce, SEARCH_DEBOUNCE_MS, type PageSize } from './paging';

export interface CustomerList {
  result: CustomerListPage | null;
  loading: boolean;
  failed: boolean;
  search: string;
  page: number;
  limit: PageSize;
  setSearch(text: string): void;
  setPage(page: number): void;
  setLimit(limit: PageSize): void;
}

export function useCustomerList(active: boolean, initialLimit: PageSize): CustomerList {
  const [search, setSearchNow] = useState('');
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimitNow] = useState<PageSize>(initialLimit);
  const [result, setResult] = useState<CustomerListPage | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const applySearch = useMemo(
    () =>
      debounce((text: string) => {
        setSearchNow(text);
        setPage(1);
      }, SEARCH_DEBOUNCE_MS),
    [],
  );
  useEffect(() => () => applySearch.cancel(), [applySearch]);

  useEffect(() => {
    if (!active) return undefined;
    const controller = new AbortController();
    setLoading(true);
    setFailed(false);
    fetchCustomers(search, page, limit, controller.signal)
      .then((next) => setResult(next))
      .catch((error: unknown) => {
        if (error instanceof HttpInterrupted) return;
        if (!controller.signal.aborted) setFailed(true);
        if (!(error instanceof DOMException)) console.warn('[customers]', error);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [active, search, page, limit]);

  return {
    result,
    loading,
    failed,
    search: typed,
    page,
    limit,
    setSearch(text) {
      setTyped(text);
      applySearch(text);
    },
    setPage,
    setLimit(next) {
      setLimitNow(next);
      setPage(1);
    },
  };
}
