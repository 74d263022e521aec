import type { ReactNode } from 'react';

import { vivaTexts } from '@/lib/viva-rooms/texts';

type Notes = { name: string; modelAnswer: string | null; keyFindings: string[]; prompts: string[] };

/**
 * What only the examiner reads beside the shared viewer (docs/viva-rooms.md): the case's name,
 * model answer, key findings and suggested prompts, then the marking given as `children`. A viva
 * room's examiner and a session room's consultant read the same; `level` is the case name's
 * heading level on the page it sits in.
 */
export function ExaminerNotes({
  notes,
  level,
  children,
}: {
  notes: Notes;
  level: 2 | 3;
  children: ReactNode;
}) {
  const Heading = `h${level}` as const;
  const Part = `h${level + 1}` as 'h3' | 'h4';
  const lists: [string, string[]][] = [
    [vivaTexts.keyFindings, notes.keyFindings],
    [vivaTexts.prompts, notes.prompts],
  ];
  return (
    <section
      data-testid="examiner-panel"
      className="space-y-4 rounded-xl bg-amber-50 p-4 text-sm ring-1 ring-amber-200"
    >
      <Heading className="text-lg font-semibold text-slate-900" data-testid="case-name">
        {notes.name}
      </Heading>
      <div>
        <Part className="font-semibold">{vivaTexts.modelAnswer}</Part>
        <p className="whitespace-pre-line" data-testid="model-answer">
          {notes.modelAnswer}
        </p>
      </div>
      {lists.map(([title, items]) => (
        <div key={title}>
          <Part className="font-semibold">{title}</Part>
          <ul className="list-disc pl-5">
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
      {children}
    </section>
  );
}
