import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '../../shared/access';

export type StatusFilter = 'all' | 'active' | 'inactive';
export type MembersFilter = { searchText: string; role: Role | ''; status: StatusFilter };

/** Search by name or email, and narrow to a role or to active or inactive members. */
export function MembersFilters({
  value,
  onChange,
}: {
  value: MembersFilter;
  onChange: (change: Partial<MembersFilter>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, px: 2, pb: 2 }}>
      <TextField
        size="small"
        label={t('members.search')}
        value={value.searchText}
        onChange={(event) => onChange({ searchText: event.target.value })}
        sx={{ flex: '1 1 260px' }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label={t('members.filterRole')}
        value={value.role}
        onChange={(event) => onChange({ role: event.target.value as Role | '' })}
        sx={{ minWidth: 150 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('members.allRoles')}</MenuItem>
        {ROLES.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`role.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('members.filterStatus')}
        value={value.status}
        onChange={(event) => onChange({ status: event.target.value as StatusFilter })}
        sx={{ minWidth: 150 }}
      >
        <MenuItem value="all">{t('members.status.all')}</MenuItem>
        <MenuItem value="active">{t('members.status.active')}</MenuItem>
        <MenuItem value="inactive">{t('members.status.inactive')}</MenuItem>
      </TextField>
    </Box>
  );
}
