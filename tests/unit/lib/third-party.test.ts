import { describe, expect, it } from 'vitest';
import type { AccessUser } from '../../../src/shared/access';
import { serializePublicConfig } from '../../../src/shared/config/public-config';
import { isPdfModeUrl } from '../../../src/base/pdf-mode';
import { identityTraits, shouldLoadCrmWidget } from '../../../src/features/third-party/identity';

describe('shouldLoadCrmWidget', () => {
  it.each([
    ['/dashboard', true],
    ['/inventory?pdfMode=false', true],
    ['/inventory?pdfMode=true', false],
    ['/reports?x=1&pdfMode=true#top', false],
    ['/agent/territory-insights/map-my-route', false],
    ['/agent/territory-insights/map-my-route?day=monday', false],
    ['/agent/territory-insights', true],
  ])('%s → %s', (url, expected) => {
    expect(shouldLoadCrmWidget(url)).toBe(expected);
  });
});

describe('isPdfModeUrl', () => {
  it('is on only for pdfMode=true', () => {
    expect(isPdfModeUrl('/x?pdfMode=true')).toBe(true);
    expect(isPdfModeUrl('/x?pdfMode=TRUE')).toBe(false);
    expect(isPdfModeUrl('/x?pdfmode=true')).toBe(false);
    expect(isPdfModeUrl('/x#pdfMode=true')).toBe(false);
  });
});

describe('identityTraits', () => {
  it('carries the fields SPEC.md section 7 names', () => {
    const user: AccessUser = {
      id: 'u1',
      email: 'owner@demo.test',
      first_name: 'Olivia',
      last_name: 'Owens',
      type: 'user',
      role: 'OWNER',
      feature_flags: ['beta'],
      product_feature_flags: ['new_grid'],
      users_groups: [],
      permissions: [],
      organization: {
        id: 'o1',
        name: 'Demo Motors',
        feature_flags: ['recon'],
        settings: {},
        setup_checklist_items: {},
      },
    };
    expect(identityTraits(user)).toEqual({
      id: 'u1',
      email: 'owner@demo.test',
      name: 'Olivia Owens',
      company_id: 'o1',
      company_name: 'Demo Motors',
      company_feature_flags: ['recon'],
      feature_flags: ['beta'],
      product_feature_flags: ['new_grid'],
    });
  });
});

describe('serializePublicConfig', () => {
  it('cannot close the script element it is embedded in', () => {
    const json = serializePublicConfig({
      crmWidget: { src: 'https://crm.example/</script><script>alert(1)</script>' },
    });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ crmWidget: { src: 'https://crm.example/</script><script>alert(1)</script>' } });
  });
});
