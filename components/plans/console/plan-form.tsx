'use client';

import { useState } from 'react';

import { consoleCall } from '@/lib/platform/console-actions';
import { PLAN_LIMITS } from '@/lib/plans/texts';

import { SubmitButton } from '@/components/ui/form/submit-button';
import { consoleInputClasses } from '@/components/ui/form/field-classes';

import { ConsoleField, consoleLabelClasses as label } from '../../console/console-field';
import { ConsoleSaid } from '../../console/console-said';
import { useConsoleForm } from '../../console/use-console-form';

type Feature = { title: string; detail: string };

type Values = {
  name: string;
  price: string;
  period: 'days' | 'single';
  durationDays: string;
  subTitle: string;
  position: string;
  features: Feature[];
};

type Props =
  | { mode: 'create' }
  | {
      mode: 'edit';
      plan: {
        planId: number;
        name: string;
        price: string;
        durationDays: number | null;
        subTitle: string;
        position: number;
        features: Feature[];
      };
    };

const field = consoleInputClasses();
const small =
  'rounded-md px-2 py-1 text-sm font-semibold text-brand-700 ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-40';

const valuesOf = (props: Props): Values =>
  props.mode === 'create'
    ? {
        name: '',
        price: '',
        period: 'days',
        durationDays: '180',
        subTitle: '6 Months',
        position: '0',
        features: [],
      }
    : {
        name: props.plan.name,
        price: props.plan.price,
        period: props.plan.durationDays === null ? 'single' : 'days',
        durationDays: props.plan.durationDays === null ? '' : String(props.plan.durationDays),
        subTitle: props.plan.subTitle,
        position: String(props.plan.position),
        features: props.plan.features,
      };

/** The calls' fields this form shows one control for: a 422 about one is said under it. */
const FIELDS = ['name', 'price', 'durationDays', 'subTitle', 'position'] as const;

/**
 * A plan's name, price, period, order and feature rows (added, edited, moved, removed). A new plan
 * is saved off sale and its console page opens; an edit is said beside the button, a refusal
 * under the field it is about (docs/console.md, "Forms").
 */
export function PlanForm(props: Props) {
  const creating = props.mode === 'create';
  const [values, setValues] = useState<Values>(() => valuesOf(props));
  const { busy, run, said, errorFor } = useConsoleForm({ fields: FIELDS });
  const set = (name: (typeof FIELDS)[number]) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  const setFeatures = (change: (features: Feature[]) => Feature[]) =>
    setValues((current) => ({ ...current, features: change(current.features) }));
  const editFeature = (row: number, part: keyof Feature, value: string) =>
    setFeatures((features) =>
      features.map((feature, at) => (at === row ? { ...feature, [part]: value } : feature)),
    );
  const moveFeature = (row: number, by: -1 | 1) =>
    setFeatures((features) => {
      const moved = [...features];
      [moved[row], moved[row + by]] = [moved[row + by]!, moved[row]!];
      return moved;
    });

  return (
    <form
      className="mt-4 grid gap-4 sm:grid-cols-3"
      onSubmit={(event) => {
        event.preventDefault();
        const input = {
          name: values.name,
          price: values.price,
          period: values.period,
          durationDays: values.period === 'single' ? '' : values.durationDays,
          subTitle: values.subTitle,
          position: values.position,
          features: values.features,
        };
        void run(() =>
          creating
            ? consoleCall('createPlan', input)
            : consoleCall('updatePlan', { planId: props.plan.planId, ...input }),
        );
      }}
    >
      <ConsoleField label="Name" error={errorFor('name')} className="sm:col-span-2">
        {(control) => (
          <input
            {...control}
            required
            maxLength={PLAN_LIMITS.name}
            value={values.name}
            onChange={set('name')}
          />
        )}
      </ConsoleField>
      <ConsoleField label="Price (£, GBP)" error={errorFor('price')}>
        {(control) => (
          <input
            {...control}
            required
            inputMode="decimal"
            placeholder="349.00"
            value={values.price}
            onChange={set('price')}
          />
        )}
      </ConsoleField>
      <fieldset className="sm:col-span-3">
        <legend className={label}>Period</legend>
        <div className="mt-2 flex flex-wrap gap-6 text-sm text-slate-800">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="period"
              checked={values.period === 'days'}
              onChange={() => setValues((current) => ({ ...current, period: 'days' }))}
            />
            A number of days of access
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="period"
              checked={values.period === 'single'}
              onChange={() =>
                setValues((current) => ({
                  ...current,
                  period: 'single',
                  subTitle: current.subTitle || 'Single Session',
                }))
              }
            />
            A Single Session
          </label>
        </div>
        <p className="mt-1 text-sm text-slate-600">
          {values.period === 'single'
            ? 'A plan without a period: each purchase books one live session and opens no lessons.'
            : 'Each purchase opens the lessons and live sessions for this many days (a renewal adds on to the end).'}
        </p>
      </fieldset>
      {values.period === 'days' ? (
        <ConsoleField label="Days" error={errorFor('durationDays')}>
          {(control) => (
            <input
              {...control}
              required
              type="number"
              min={1}
              max={PLAN_LIMITS.durationDays}
              inputMode="numeric"
              value={values.durationDays}
              onChange={set('durationDays')}
            />
          )}
        </ConsoleField>
      ) : null}
      <ConsoleField label="Period as shown" error={errorFor('subTitle')}>
        {(control) => (
          <input
            {...control}
            required
            maxLength={PLAN_LIMITS.subTitle}
            placeholder="6 Months"
            value={values.subTitle}
            onChange={set('subTitle')}
          />
        )}
      </ConsoleField>
      <ConsoleField label="Order (lowest first)" error={errorFor('position')}>
        {(control) => (
          <input
            {...control}
            type="number"
            min={0}
            max={PLAN_LIMITS.position}
            inputMode="numeric"
            value={values.position}
            onChange={set('position')}
          />
        )}
      </ConsoleField>

      <fieldset className="sm:col-span-3">
        <legend className={label}>Feature rows</legend>
        {values.features.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">No feature rows yet.</p>
        ) : null}
        <ol className="mt-2 space-y-3">
          {values.features.map((feature, row) => (
            <li
              key={row}
              className="grid gap-2 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 sm:grid-cols-[12rem_1fr_auto]"
            >
              <label className="text-sm font-semibold text-slate-800">
                Title {row + 1}
                <input
                  required
                  maxLength={PLAN_LIMITS.featureTitle}
                  value={feature.title}
                  onChange={(event) => editFeature(row, 'title', event.target.value)}
                  className={field}
                />
              </label>
              <label className="text-sm font-semibold text-slate-800">
                Detail {row + 1}
                <textarea
                  rows={2}
                  maxLength={PLAN_LIMITS.featureDetail}
                  value={feature.detail}
                  onChange={(event) => editFeature(row, 'detail', event.target.value)}
                  className={field}
                />
              </label>
              <span className="flex items-end gap-1">
                <button
                  type="button"
                  className={small}
                  disabled={row === 0}
                  aria-label={`Move row ${row + 1} up`}
                  onClick={() => moveFeature(row, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={small}
                  disabled={row === values.features.length - 1}
                  aria-label={`Move row ${row + 1} down`}
                  onClick={() => moveFeature(row, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className={small}
                  aria-label={`Remove row ${row + 1}`}
                  onClick={() => setFeatures((features) => features.filter((_, at) => at !== row))}
                >
                  Remove
                </button>
              </span>
            </li>
          ))}
        </ol>
        {values.features.length < PLAN_LIMITS.features ? (
          <button
            type="button"
            className={`${small} mt-3`}
            onClick={() => setFeatures((features) => [...features, { title: '', detail: '' }])}
          >
            Add a feature row
          </button>
        ) : null}
      </fieldset>

      <div className="flex flex-wrap items-center gap-3 sm:col-span-3">
        <SubmitButton disabled={busy}>
          {busy ? 'Saving…' : creating ? 'Save off sale' : 'Save plan'}
        </SubmitButton>
        <ConsoleSaid said={said} />
      </div>
    </form>
  );
}
