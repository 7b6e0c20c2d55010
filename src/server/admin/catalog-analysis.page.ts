// What both /admin/catalog-analyze pages read from their URL (sorg, codes) and show: the sales
// organisations to choose from, the analysis when codes were given, or the message of a bad input.
import { analysisQuery } from '../../domain/admin/catalog-analysis.rules';
import { ApiError } from '../api/errors';
import type { UpstreamClient } from '../upstream';
import { analyseCatalog, analysisSorgs, type CatalogAnalysis } from './catalog-analysis.service';

export interface AnalysisPageState {
  sorgs: { code: string; name: string }[];
  sorg: string;
  codes: string;
  analysis: CatalogAnalysis | null;
  exportHref: string | null;
  errorKey: string | null;
  status: number;
}

export async function analysisPage(upstream: UpstreamClient, url: URL, hostSorg: string, locale: string): Promise<AnalysisPageState> {
  const sorgs = await analysisSorgs(upstream);
  const sorg = url.searchParams.get('sorg') ?? hostSorg;
  const codes = url.searchParams.get('codes') ?? '';
  const state: AnalysisPageState = { sorgs, sorg, codes, analysis: null, exportHref: null, errorKey: null, status: 200 };
  if (!url.searchParams.has('codes')) return state;
  const parsed = analysisQuery.safeParse({ sorg, codes });
  if (!parsed.success) return { ...state, errorKey: parsed.error.issues[0]?.message ?? 'account.check_input', status: 400 };
  try {
    const analysis = await analyseCatalog(upstream, parsed.data.sorg, parsed.data.codes);
    const query = new URLSearchParams({ sorg: parsed.data.sorg, codes: parsed.data.codes, locale });
    return { ...state, analysis, exportHref: `/api/admin/catalog-analyze/export?${query.toString()}` };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ...state, errorKey: error.issues?.[0]?.message ?? error.messageKey, status: error.status };
  }
}
