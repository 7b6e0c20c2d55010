import { ChevronLeft, ChevronRight } from 'lucide-react';
import { visiblePages } from './paging';
import type { CustomerDialogLabels } from '../../domain/customer-dialog-texts';

interface Props {
  page: number;
  pageTotal: number;
  labels: CustomerDialogLabels;
  onPage: (page: number) => void;
}

export function Pagination({ page, pageTotal, labels, onPage }: Props) {
  if (pageTotal <= 1) return null;
  return (
    <nav className="cs-pages" aria-label={labels['shell.customer.page_size']}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={labels['shell.customer.previous_page']}>
        <ChevronLeft size={18} aria-hidden />
      </button>
      {visiblePages(page, pageTotal).map((n) => (
        <button key={n} type="button" aria-current={n === page ? 'page' : undefined} onClick={() => onPage(n)}>
          {n}
        </button>
      ))}
      <button type="button" disabled={page >= pageTotal} onClick={() => onPage(page + 1)} aria-label={labels['shell.customer.next_page']}>
        <ChevronRight size={18} aria-hidden />
      </button>
    </nav>
  );
}
