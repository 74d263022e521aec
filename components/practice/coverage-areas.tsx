import { CASE_MODALITY_LABELS, CASE_SYSTEM_LABELS } from '@/lib/cases/facts';
import type {
  MarkCounts,
  ModalityCoverage,
  RegionCoverage,
  SystemCoverage,
} from '@/lib/practice/calls';
import { coverageMessages as say, percent } from '@/lib/practice/texts';
import { CASE_MARK_LABELS } from '@/lib/practice/rules';
import { CASE_MARKS, type CaseMark } from '@/lib/db/vocabulary';

type Area = {
  name: string;
  bank: number;
  seen: number;
  marks: MarkCounts;
  lastMark: CaseMark | null;
  score: number | null;
};

/** Seen out of the bank, as a bar beside the figures (the figures are what is read out). */
function SeenBar({ seen, bank }: { seen: number; bank: number }) {
  const share = bank > 0 ? Math.min(seen / bank, 1) : 0;
  return (
    <span className="flex items-center gap-2">
      <span className="h-2 w-24 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <span className="block h-full bg-brand-600" style={{ width: `${percent(share)}%` }} />
      </span>
      <span>{say.seenOf(seen, bank)}</span>
    </span>
  );
}

function markSummary(marks: MarkCounts): string {
  const given = CASE_MARKS.filter((mark) => marks[mark] > 0);
  return given.length === 0
    ? '—'
    : given.map((mark) => `${marks[mark]} ${CASE_MARK_LABELS[mark].toLowerCase()}`).join(', ');
}

function AreaTable({
  caption,
  heading,
  areas,
}: {
  caption: string;
  heading: string;
  areas: Area[];
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left text-lg font-semibold text-slate-900">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          <th scope="col" className="py-2 pr-4 font-medium">
            {heading}
          </th>
          <th scope="col" className="py-2 pr-4 font-medium">
            Cases seen
          </th>
          <th scope="col" className="py-2 pr-4 font-medium">
            Last mark
          </th>
          <th scope="col" className="py-2 pr-4 font-medium">
            Marks
          </th>
          <th scope="col" className="py-2 font-medium">
            Score
          </th>
        </tr>
      </thead>
      <tbody>
        {areas.map((area) => (
          <tr key={area.name} className="border-b border-slate-100">
            <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
              {area.name}
            </th>
            <td className="py-2 pr-4">
              <SeenBar seen={area.seen} bank={area.bank} />
            </td>
            <td className="py-2 pr-4">
              {area.lastMark ? CASE_MARK_LABELS[area.lastMark] : say.notMarked}
            </td>
            <td className="py-2 pr-4">{markSummary(area.marks)}</td>
            <td className="py-2">{area.score === null ? '—' : `${percent(area.score)} %`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SystemCoverageTable({ systems }: { systems: SystemCoverage[] }) {
  return (
    <AreaTable
      caption="By system"
      heading="System"
      areas={systems.map(({ system, ...figures }) => ({
        name: CASE_SYSTEM_LABELS[system],
        ...figures,
      }))}
    />
  );
}

export function ModalityCoverageTable({ modalities }: { modalities: ModalityCoverage[] }) {
  return (
    <AreaTable
      caption="By modality"
      heading="Modality"
      areas={modalities.map(({ modality, ...figures }) => ({
        name: CASE_MODALITY_LABELS[modality],
        ...figures,
      }))}
    />
  );
}

export function RegionCoverageList({ regions }: { regions: RegionCoverage[] }) {
  return (
    <section aria-labelledby="coverage-regions">
      <h2 id="coverage-regions" className="mb-2 text-lg font-semibold text-slate-900">
        By region
      </h2>
      <ul className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {regions.map((region) => (
          <li
            key={region.region}
            className="flex justify-between gap-4 border-b border-slate-100 py-1"
          >
            <span>{region.region}</span>
            <span className={region.seen === 0 ? 'text-slate-500' : 'text-slate-900'}>
              {say.seenOf(region.seen, region.bank)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
