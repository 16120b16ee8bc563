import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useTranslation } from 'react-i18next';

type FlagCheckboxesProps = {
  /** The flags that can be given here (an organization's or a user's list). */
  flags: readonly string[];
  selected: ReadonlySet<string>;
  onToggle: (flag: string, on: boolean) => void;
  disabled?: boolean;
};

/** A feature flag's label, for any flag (the key itself for one without a label). */
export function useFlagLabel() {
  const { t } = useTranslation();
  return (flag: string) => t(`featureFlag.${flag}`, { defaultValue: flag });
}

/** One checkbox per assignable feature flag, labelled with its name (its key shows on hover). */
export function FlagCheckboxes({ flags, selected, onToggle, disabled }: FlagCheckboxesProps) {
  const label = useFlagLabel();
  return (
    <FormGroup
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' }, columnGap: 2 }}
    >
      {flags.map((flag) => (
        <FormControlLabel
          key={flag}
          control={
            <Checkbox
              size="small"
              checked={selected.has(flag)}
              disabled={disabled}
              onChange={(event) => onToggle(flag, event.target.checked)}
            />
          }
          label={label(flag)}
          title={flag}
        />
      ))}
    </FormGroup>
  );
}

/** Flags a record holds outside `assignable` (the server keeps them when the assignable ones are saved). */
export function unassignableFlags(held: readonly string[], assignable: readonly string[]): string[] {
  return held.filter((flag) => !assignable.includes(flag));
}

/** A set with `flag` added or removed. */
export function toggled(set: ReadonlySet<string>, flag: string, on: boolean): Set<string> {
  const next = new Set(set);
  if (on) next.add(flag);
  else next.delete(flag);
  return next;
}
