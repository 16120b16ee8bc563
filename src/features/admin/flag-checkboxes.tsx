import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useTranslation } from 'react-i18next';
import { ASSIGNABLE_FEATURE_FLAGS } from '../../shared/access';

/** One checkbox per assignable feature flag, labelled with its name and key. */
export function FlagCheckboxes({ selected, onToggle, disabled }: { selected: ReadonlySet<string>; onToggle: (flag: string, on: boolean) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' }, columnGap: 2 }}>
      {ASSIGNABLE_FEATURE_FLAGS.map((flag) => (
        <FormControlLabel
          key={flag}
          control={<Checkbox size="small" checked={selected.has(flag)} disabled={disabled} onChange={(event) => onToggle(flag, event.target.checked)} />}
          label={t(`featureFlag.${flag}`, { defaultValue: flag })}
          title={flag}
        />
      ))}
    </FormGroup>
  );
}

/** Flags a record holds that are not assignable (kept as they are when the assignable ones are saved). */
export function unassignableFlags(flags: readonly string[]): string[] {
  return flags.filter((flag) => !(ASSIGNABLE_FEATURE_FLAGS as readonly string[]).includes(flag));
}

/** A set with `flag` added or removed. */
export function toggled(set: ReadonlySet<string>, flag: string, on: boolean): Set<string> {
  const next = new Set(set);
  if (on) next.add(flag);
  else next.delete(flag);
  return next;
}
