'use client';

import { useState } from 'react';

import { consoleCall } from '@/lib/platform/console-actions';

import { SubmitButton } from '@/components/ui/form/submit-button';
import { Field } from '@/components/ui/form/field';
import { consoleInputClasses } from '@/components/ui/form/field-classes';

import { ConsoleSaid } from '../../console/console-said';
import { useConsoleForm } from '../../console/use-console-form';

type Props =
  | { kind: 'new-category' }
  | { kind: 'rename-category'; categoryId: number; name: string }
  | { kind: 'new-case'; categoryId: number };

const BUTTON = {
  'new-category': 'Save as draft',
  'rename-category': 'Rename',
  'new-case': 'Save as draft',
};
const LABEL = { 'new-category': 'Name', 'rename-category': 'Name', 'new-case': 'Case name' };

/** A category's or a new case's name: a new one is saved as a draft and its page opens. */
export function CaseNameForm(props: Props) {
  const [name, setName] = useState(props.kind === 'rename-category' ? props.name : '');
  const { busy, run, said, errorFor } = useConsoleForm({ only: 'name' });
  const save = () =>
    props.kind === 'new-category'
      ? consoleCall('createCaseCategory', { name })
      : props.kind === 'rename-category'
        ? consoleCall('renameCaseCategory', { categoryId: props.categoryId, name })
        : consoleCall('createCase', { categoryId: props.categoryId, name });

  return (
    <form
      className="mt-3 flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void run(save);
      }}
    >
      {/* At most 20rem wide, and never wider than a narrow screen. */}
      <Field
        label={LABEL[props.kind]}
        labelClassName="block text-sm font-semibold text-slate-800"
        error={errorFor('name')}
        className="w-80 max-w-full min-w-0"
      >
        {(control) => (
          <input
            {...control}
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
            className={consoleInputClasses(!!control['aria-invalid'])}
          />
        )}
      </Field>
      <SubmitButton disabled={busy}>{busy ? 'Saving…' : BUTTON[props.kind]}</SubmitButton>
      <ConsoleSaid said={said} />
    </form>
  );
}
