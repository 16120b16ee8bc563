import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessUser } from '../../shared/access';
import { ORGANIZATION_SETTING_KEYS, type OrganizationSettingKey } from '../../shared/organization';
import { useCanDo } from '../access/use-can-do';
import { useToast } from '../../base/toast-provider';
import { useOrganizationMutations } from './use-organization-mutations';
import { NumberSettingField } from './number-setting-field';
import { TextSettingField } from './text-setting-field';
import { settingControl, settingValue } from './setting-values';

/**
 * Every organization setting of the registry with its control, saved at once through
 * `organizations.updateSettings`. Beyond SPEC.md's console log, this screen also toasts the
 * outcome, so a person sees that a change was (or was not) kept.
 */
export function OrganizationSettingsCard({ user }: { user: AccessUser }) {
  const { t } = useTranslation();
  const toast = useToast();
  const canEdit = useCanDo('changeOrganizationSettings');
  const { updateSettings } = useOrganizationMutations();
  const settings = user.organization.settings;
  // The value being saved shows from the click on: set in the click's own render, not when the
  // mutation's state arrives a task later (meanwhile the switch would spring back, and a second
  // click land on the old value).
  const [pending, setPending] = useState<{ setting_key: OrganizationSettingKey; setting_value: unknown }>();

  function save(key: OrganizationSettingKey, value: unknown) {
    setPending({ setting_key: key, setting_value: value });
    updateSettings.mutate(
      { setting_key: key, setting_value: value },
      {
        onSuccess: () => toast(t('orgSettings.saved', { setting: t(`orgSettings.${key}`) }), 'success'),
        onError: (error) => toast(t('orgSettings.saveFailed', { message: error.message }), 'error'),
        onSettled: () => setPending(undefined),
      },
    );
  }

  return (
    <Card>
      <CardHeader
        slotProps={{ title: { component: 'h2' } }}
        title={t('orgSettings.title')}
        subheader={t('orgSettings.subtitle')}
      />
      <CardContent sx={{ pt: 0 }}>
        {!canEdit && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('orgSettings.readOnly')}
          </Typography>
        )}
        <Stack divider={<Divider flexItem />} spacing={2}>
          {ORGANIZATION_SETTING_KEYS.map((key) => {
            const isPending = pending?.setting_key === key;
            const value = isPending ? pending.setting_value : settingValue(settings, key);
            return (
              <Fragment key={key}>
                <SettingRow
                  settingKey={key}
                  value={value}
                  disabled={!canEdit || isPending}
                  onChange={(next) => save(key, next)}
                />
              </Fragment>
            );
          })}
        </Stack>
      </CardContent>
    </Card>
  );
}

function SettingRow({
  settingKey,
  value,
  disabled,
  onChange,
}: {
  settingKey: OrganizationSettingKey;
  value: unknown;
  disabled: boolean;
  onChange: (value: unknown) => void;
}) {
  const { t } = useTranslation();
  const control = settingControl(settingKey);
  const labelId = `setting-${settingKey}-label`;
  const hintId = `setting-${settingKey}-hint`;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Typography id={labelId} variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {t(`orgSettings.${settingKey}`)}
        </Typography>
        <Typography id={hintId} variant="body2" color="text.secondary">
          {t(`orgSettings.${settingKey}.hint`)}
        </Typography>
      </Box>
      {control.kind === 'switch' ? (
        <Switch
          checked={value === true}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          slotProps={{ input: { 'aria-labelledby': labelId, 'aria-describedby': hintId } }}
        />
      ) : control.kind === 'cents' || control.kind === 'count' ? (
        <NumberSettingField
          key={String(value)}
          value={value}
          format={control}
          disabled={disabled}
          labelId={labelId}
          hintId={hintId}
          onChange={onChange}
        />
      ) : control.kind === 'text' ? (
        <TextSettingField
          key={String(value)}
          value={typeof value === 'string' ? value : ''}
          maxLength={control.maxLength}
          disabled={disabled}
          labelId={labelId}
          hintId={hintId}
          onChange={onChange}
        />
      ) : (
        <Select
          size="small"
          value={typeof value === 'string' ? value : ''}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          labelId={labelId}
          inputProps={{ 'aria-describedby': hintId }}
          sx={{ minWidth: 260, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          {control.options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </Select>
      )}
    </Box>
  );
}
