import { cn } from '@/components/ui/cn';

type SectionHeadingProps = {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  align?: 'center' | 'left';
  className?: string;
};

/** A section's eyebrow, h2 and optional intro, as used across the public pages. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'center',
  className,
}: SectionHeadingProps) {
  return (
    <div
      className={cn(align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl', className)}
    >
      <p className="text-sm font-bold tracking-[0.2em] text-brand-700 uppercase">{eyebrow}</p>
      <h2
        id={id}
        className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl"
      >
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg leading-8 text-slate-600">{intro}</p> : null}
    </div>
  );
}
