import { useId } from 'react';

/** hls.js's level index for "let the player choose from the bandwidth". */
export const AUTO_QUALITY = -1;

/** A rendition the student can choose: hls.js's level index and how it is named. */
export type QualityLevel = { index: number; height: number; label: string };

/**
 * The renditions as the menu lists them, highest first, each named by its height ("720p"); two
 * renditions of one height are told apart by their bitrate.
 */
export function qualityLevels(
  levels: readonly { height: number; bitrate: number }[],
): QualityLevel[] {
  const heights = levels.map((level) => level.height);
  return levels
    .map((level, index) => ({
      index,
      height: level.height,
      label:
        heights.indexOf(level.height) === heights.lastIndexOf(level.height)
          ? `${level.height}p`
          : `${level.height}p, ${Math.round(level.bitrate / 1000)} kbit/s`,
    }))
    .filter((level) => level.height > 0)
    .sort((a, b) => b.height - a.height || b.index - a.index);
}

type QualityMenuProps = {
  levels: QualityLevel[];
  /** The student's choice: a level's index, or AUTO_QUALITY. */
  chosen: number;
  /** The level playing now, shown beside Auto; null before the first one is known. */
  playing: number | null;
  onChoose: (index: number) => void;
};

/**
 * The quality menu: Auto (hls.js follows the bandwidth and the player's size) or one rendition.
 * A labelled select, like the speed beside it, so it is named and works from the keyboard. Not
 * shown with fewer than two renditions, where there is nothing to choose.
 */
export function QualityMenu({ levels, chosen, playing, onChoose }: QualityMenuProps) {
  const id = useId();
  if (levels.length < 2) return null;
  const playingLabel = levels.find((level) => level.index === playing)?.label;
  return (
    <label htmlFor={id} className="flex items-center gap-2 font-medium">
      Quality
      <select
        id={id}
        value={chosen}
        onChange={(event) => onChoose(Number(event.target.value))}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <option value={AUTO_QUALITY}>
          {chosen === AUTO_QUALITY && playingLabel ? `Auto (${playingLabel})` : 'Auto'}
        </option>
        {levels.map((level) => (
          <option key={level.index} value={level.index}>
            {level.label}
          </option>
        ))}
      </select>
    </label>
  );
}
