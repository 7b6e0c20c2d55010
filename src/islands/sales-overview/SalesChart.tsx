// A sales overview chart (recharts), hydrated when it scrolls into view: months as bars for the year
// and a line for the year before; groups (brands, categories, customers) as bars of both years. The
// server-rendered table beside it holds the same numbers; the chart is hidden from screen readers.
// No tooltip, legend or grid: the legend is the server's HTML and the table has every value, and each
// of them would add recharts code (page budget 190 KB gzip with the charts).
import { memo, useEffect, useState } from 'react';
import { Bar, ComposedChart, LabelList, Line, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { formatMoney, precisionFor, type MoneyFormat } from '../../domain/money';

export interface ChartPoint {
  label: string;
  netSales: number;
  netSalesLastYear: number;
}

interface Props {
  kind: 'months' | 'groups';
  points: ChartPoint[];
  currency: string;
  moneyFormat: MoneyFormat;
  names: { thisYear: string; lastYear: string };
  /** Values printed on the bars (few bars only), the same text as the table's cells. */
  showValues: boolean;
  /** The page's language, for the axis' short numbers. */
  lang: string;
}

const THIS_YEAR = '#1552a8';
const LAST_YEAR = '#ef6c00';

function SalesChart({ kind, points, currency, moneyFormat, names, showValues, lang }: Props) {
  // Drawn only in the browser: the server sends the placeholder of the same height.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const money = (value: unknown) => formatMoney(Number(value), currency, moneyFormat);
  const compact = (value: unknown) => new Intl.NumberFormat(lang, { notation: 'compact' }).format(Number(value) / 10 ** precisionFor(currency, moneyFormat));
  const height = kind === 'months' ? 300 : Math.max(160, points.length * 44 + 60);
  if (!mounted) return <div className="so-chart__placeholder" style={{ height }} />;
  const vertical = kind === 'groups';
  return (
    <div className="so-chart__canvas" style={{ height }} data-chart-kind={kind} data-points={points.length}>
      <ResponsiveContainer width="100%" height="100%">
        {/* The figure is aria-hidden (the table beside it carries the figures): no focusable chart inside it. */}
        <ComposedChart accessibilityLayer={false} data={points} layout={vertical ? 'vertical' : 'horizontal'} margin={{ top: 16, right: vertical ? 96 : 16, bottom: 8, left: 8 }}>
          {vertical ? <XAxis type="number" hide /> : <XAxis dataKey="label" />}
          {vertical ? <YAxis type="category" dataKey="label" width={120} /> : <YAxis width={88} tickFormatter={compact} />}
          <Bar dataKey="netSales" name={names.thisYear} fill={THIS_YEAR} isAnimationActive={false}>
            {showValues && <LabelList dataKey="netSales" position={vertical ? 'right' : 'top'} formatter={money} className="so-chart__value" />}
          </Bar>
          {vertical ? (
            <Bar dataKey="netSalesLastYear" name={names.lastYear} fill={LAST_YEAR} isAnimationActive={false} />
          ) : (
            <Line dataKey="netSalesLastYear" name={names.lastYear} stroke={LAST_YEAR} strokeWidth={2} isAnimationActive={false} />
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

// A memo object is known to Astro's React renderer as React at once; a plain function is rendered
// once more on every request just to find that out (docs/decisions/0094-react-islands-on-astros-terms.md).
export default memo(SalesChart);
