import { EntitySelectMultiple } from './entity-select-multiple.tsx';
import type { EntitySelectProps } from './entity-select-props.ts';
import { EntitySelectReadOnly } from './entity-select-read-only.tsx';
import { EntitySelectSingle } from './entity-select-single.tsx';

// Importers know the selector by this file; its defaults and props live beside the parts that share them.
export {
  ENTITY_SELECT_CAP,
  ENTITY_SELECT_DEBOUNCE_MS,
  ENTITY_SELECT_MIN_CHARS,
  type EntitySelectProps,
} from './entity-select-props.ts';

/**
 * The entity selector (spec 000 §2.6, §5, §8.2, §9): a type-ahead over `search`, single or multiple. It
 * searches once `minChars` characters are typed (default 3), 200 ms after the last keystroke; an answer as
 * long as the cap (default 100) warns "Possibilidade de resultados incompletos!". Read-only it shows the
 * value, as a link when `getLink` gives one; `renderInfo` adds a "+ Info" badge opening a detail modal.
 */
export function EntitySelect<T>(props: EntitySelectProps<T>) {
  if (props.readOnly) return <EntitySelectReadOnly {...props} />;
  return props.multiple ? <EntitySelectMultiple {...props} /> : <EntitySelectSingle {...props} />;
}
