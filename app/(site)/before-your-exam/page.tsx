import { IntentLink as Link } from '@/components/ui/intent-link';

import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/site';
import { CT_PRESETS } from '@/lib/imaging/windowing';

import { EXAM_TOOLS, RESET_KEY } from '@/components/imaging/stack-state';
import { BreadcrumbBanner } from '@/components/site/breadcrumb-banner';
import { Container } from '@/components/ui/container';

export const metadata = pageMetadata({
  title: 'Before your exam',
  path: routes.beforeYourExam.path,
  description:
    'The FRCR 2B exam viewer’s tools and keys, as our practice papers use them: scroll, pan, zoom, rotate and reset, each from the keyboard.',
});

const Key = ({ children }: { children: string }) => (
  <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 font-mono text-sm uppercase">
    {children}
  </kbd>
);

/** What each tool does with a drag and with the arrow keys (components/imaging/stack-state.ts). */
const WHAT_THEY_DO: Record<Exclude<(typeof EXAM_TOOLS)[number]['tool'], 'window'>, string> = {
  scroll: 'Drag up or down, or press ↑ ↓, to move through the slices.',
  pan: 'Drag, or press the arrow keys, to move the image in any direction.',
  zoom: 'Drag up to zoom in and down to zoom out, or press ↑ ↓.',
  rotate: 'Drag sideways, or press ← →, to turn the image a quarter turn.',
};

/**
 * The exam's viewer in a page to read before the day (docs/imaging.md, "The viewer"): its tools
 * and their keys as the long cases of a practice paper offer them, named from the viewer's own
 * table so the page and the viewer cannot disagree.
 */
export default function BeforeYourExamPage() {
  return (
    <>
      <BreadcrumbBanner
        title="Before your exam"
        subtitle="The exam viewer’s tools and keys, so the day holds no surprise."
        items={[{ label: 'Home', href: '/' }, { label: 'Before your exam' }]}
      />
      <Container className="max-w-3xl space-y-8 py-10 sm:py-14">
        <section aria-labelledby="tools-heading">
          <h2 id="tools-heading" className="text-2xl font-bold text-slate-900">
            The tools, and their keys
          </h2>
          <p className="mt-2 text-slate-700">
            In the exam each long case opens in a viewer with one toolbar. Our practice papers offer
            exactly those tools, with the same keys, and nothing else. Choose a tool with its key or
            its button, then drag on the image or use the arrow keys; the mouse wheel always moves
            through the slices.
          </p>
          <table className="mt-4 w-full text-left">
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-2 pr-4">
                  Tool
                </th>
                <th scope="col" className="py-2 pr-4">
                  Key
                </th>
                <th scope="col" className="py-2">
                  What it does
                </th>
              </tr>
            </thead>
            <tbody>
              {EXAM_TOOLS.map(({ tool, label, key }) =>
                tool === 'window' ? null : (
                  <tr key={tool} className="border-b border-slate-100 align-top">
                    <th scope="row" className="py-2 pr-4 font-semibold">
                      {label}
                    </th>
                    <td className="py-2 pr-4">
                      <Key>{key}</Key>
                    </td>
                    <td className="py-2">{WHAT_THEY_DO[tool]}</td>
                  </tr>
                ),
              )}
              <tr className="align-top">
                <th scope="row" className="py-2 pr-4 font-semibold">
                  Reset
                </th>
                <td className="py-2 pr-4">
                  <Key>{RESET_KEY}</Key>
                </td>
                <td className="py-2">
                  Back to the whole image: zoom, pan and rotation (and, outside a paper, the window)
                  as they opened. The slice and the tool stay.
                </td>
              </tr>
              <tr className="align-top">
                <th scope="row" className="py-2 pr-4 font-semibold">
                  Previous slice, Next slice
                </th>
                <td className="py-2 pr-4">
                  <Key>Page Up</Key> <Key>Page Down</Key>
                </td>
                <td className="py-2">One slice back or on, whatever the tool.</td>
              </tr>
              <tr className="align-top">
                <th scope="row" className="py-2 pr-4 font-semibold">
                  Full screen
                </th>
                <td className="py-2 pr-4">its button</td>
                <td className="py-2">
                  The image alone on the screen; Escape or the button again to return.
                </td>
              </tr>
            </tbody>
          </table>
        </section>

        <section aria-labelledby="always-heading">
          <h2 id="always-heading" className="text-2xl font-bold text-slate-900">
            Whatever the tool
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
            <li>
              The mouse wheel moves through the slices; Ctrl and the wheel zoom. The scroll bar
              beside the image does the same.
            </li>
            <li>
              <Key>Page Up</Key> and <Key>Page Down</Key> move a slice; <Key>Home</Key> and{' '}
              <Key>End</Key> go to the first and last.
            </li>
            <li>
              Shift and the arrow keys pan; <Key>+</Key> and <Key>−</Key> zoom.
            </li>
            <li>
              The image shows the slice number and its position, the window (width and level) and
              the orientation letters, which turn with the image.
            </li>
            <li>The keys work once the image has focus: click it, or reach it with Tab.</li>
          </ul>
        </section>

        <section aria-labelledby="study-heading">
          <h2 id="study-heading" className="text-2xl font-bold text-slate-900">
            What the exam does not have
          </h2>
          <p className="mt-2 text-slate-700">
            Outside a paper (the case pages and the review after a paper) the viewer adds the Window
            tool (W: drag sideways for the width, up or down for the level), the window presets and
            invert. For CT the presets are{' '}
            {CT_PRESETS.map(
              (preset) =>
                `${preset.label.toLowerCase()} ${preset.window.width}/${preset.window.center}`,
            ).join(', ')}{' '}
            (width/level, keys 1 to {CT_PRESETS.length}). During a paper they are not there, as they
            are not in the exam’s viewer: each series opens in the window it is shown in.
          </p>
          <p className="mt-4">
            <Link href={routes.practice.path} className="font-semibold text-brand-700 underline">
              Start a practice paper
            </Link>
          </p>
        </section>
      </Container>
    </>
  );
}
