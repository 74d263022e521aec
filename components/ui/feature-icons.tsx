import { iconDefaults, type IconProps } from './icons';

/** Line icons for feature cards and content sections: a lighter stroke than the UI icons. */
const defaults = { ...iconDefaults, strokeWidth: 1.8 } as const;

export function PlayIcon(props: IconProps) {
  return (
    <svg {...defaults} {...props}>
      <path d="M8 5.5v13l10.5-6.5L8 5.5Z" fill="currentColor" stroke="none" />
    </svg>
  );
}

export function VideoLibraryIcon(props: IconProps) {
  return (
    <svg {...defaults} {...props}>
      <rect x="3" y="5" width="14" height="12" rx="2" />
      <path d="m17 9 4-2v8l-4-2" />
      <path d="M9 9v4l3-2-3-2Z" />
    </svg>
  );
}

export function ShortsIcon(props: IconProps) {
  return (
    <svg {...defaults} {...props}>
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M10.5 9.5v5l4-2.5-4-2.5Z" />
    </svg>
  );
}

export function LiveSessionIcon(props: IconProps) {
  return (
    <svg {...defaults} {...props}>
      <circle cx="9" cy="8" r="3" />
      <path d="M3.5 19c.6-3 2.8-5 5.5-5s4.9 2 5.5 5" />
      <path d="M16.5 6.5a4 4 0 0 1 0 5M19 4a7.5 7.5 0 0 1 0 10" />
    </svg>
  );
}

export function GuidanceIcon(props: IconProps) {
  return (
    <svg {...defaults} {...props}>
      <path d="M12 3 2.5 8 12 13l9.5-5L12 3Z" />
      <path d="M6 10v5c0 1.7 2.7 3 6 3s6-1.3 6-3v-5" />
      <path d="M21.5 8v6" />
    </svg>
  );
}

export function ResourcesIcon(props: IconProps) {
  return (
    <svg {...defaults} {...props}>
      <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5v-15Z" />
      <path d="M4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5" />
      <path d="M9 8h7M9 12h5" />
    </svg>
  );
}

export function TrophyIcon(props: IconProps) {
  return (
    <svg {...defaults} {...props}>
      <path d="M8 4h8v5a4 4 0 0 1-8 0V4Z" />
      <path d="M16 5.5h3a2.5 2.5 0 0 1-3 3.5M8 5.5H5a2.5 2.5 0 0 0 3 3.5" />
      <path d="M12 13v4M8.5 21h7M9.5 17h5v4h-5z" />
    </svg>
  );
}

export function CheckCircleIcon(props: IconProps) {
  return (
    <svg {...defaults} {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 2.7 2.5L16 9.5" />
    </svg>
  );
}

export function TargetIcon(props: IconProps) {
  return (
    <svg {...defaults} {...props}>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="5" />
      <circle cx="12" cy="12" r="1.2" fill="currentColor" />
    </svg>
  );
}

export function CalendarIcon(props: IconProps) {
  return (
    <svg {...defaults} {...props}>
      <rect x="3" y="4.5" width="18" height="16" rx="2" />
      <path d="M3 9.5h18M8 2.5v4M16 2.5v4" />
    </svg>
  );
}

export function ScanIcon(props: IconProps) {
  return (
    <svg {...defaults} {...props}>
      <path d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3" />
      <path d="M9.5 8.5c-1.6 1.6-1.6 5.4 0 7M14.5 8.5c1.6 1.6 1.6 5.4 0 7M12 8v8" />
    </svg>
  );
}

export function CompassIcon(props: IconProps) {
  return (
    <svg {...defaults} {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.5 8.5-2 5-5 2 2-5 5-2Z" />
    </svg>
  );
}

export function LayersIcon(props: IconProps) {
  return (
    <svg {...defaults} {...props}>
      <path d="m12 3 9 5-9 5-9-5 9-5Z" />
      <path d="m3 13 9 5 9-5" />
    </svg>
  );
}

export function ClockIcon(props: IconProps) {
  return (
    <svg {...defaults} {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

export function SparkIcon(props: IconProps) {
  return (
    <svg {...defaults} {...props}>
      <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M18 6l-2.5 2.5M8.5 15.5 6 18" />
    </svg>
  );
}

export function ArrowRightIcon(props: IconProps) {
  return (
    <svg {...defaults} {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </svg>
  );
}
