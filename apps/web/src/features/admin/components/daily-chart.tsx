import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

type Props = { title: string; days: string[]; values: number[]; color: string };

/** One series per day for 30 days, drawn with uPlot; a table of the same numbers for screen readers. */
export function DailyChart({ title, days, values, color }: Props) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
    const chart = new uPlot(
      {
        width: el.clientWidth || 300,
        height: 160,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
        axes: [{ stroke: '#667085', grid: { show: false } }, { stroke: '#667085', grid: { stroke: '#eaecf0' }, size: 40 }],
        series: [{}, { label: title, stroke: color, fill: `${color}22`, width: 2, points: { show: false } }],
      },
      [xs, values],
      el,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: el.clientWidth, height: 160 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, values, title, color]);

  const total = values.reduce((a, b) => a + b, 0);
  return (
    <figure className="card" style={{ margin: 0, padding: 'var(--space-4)', minWidth: 0 }}>
      <figcaption style={{ fontWeight: 600, marginBottom: 'var(--space-2)' }}>
        {title} <span style={{ color: 'var(--color-text-muted)', fontWeight: 400 }}>· {total} in 30 days</span>
      </figcaption>
      <div ref={box} aria-hidden="true" style={{ height: 160 }} />
      {/* The class on a wrapper: a table grows to its rows whatever its height, and the rows of a hidden
          one lengthened the page at 360 px. */}
      <div className="visually-hidden">
        <table>
          <caption>{title} per day</caption>
          <tbody>
            {days.map((d, i) => (
              <tr key={d}>
                <th scope="row">{d}</th>
                <td>{values[i]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
