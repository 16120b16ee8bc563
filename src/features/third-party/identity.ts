import type { AccessUser } from '../../shared/access';
import { AGENT_MAP_MY_ROUTE_PATH } from '../../shared/access';
import { isPdfModeUrl } from '../../base/pdf-mode';

/** What the product-analytics and onboarding services are told about the signed-in user (SPEC.md section 7). */
export type IdentityTraits = {
  id: string;
  email: string;
  name: string;
  company_id: string;
  company_name: string;
  company_feature_flags: string[];
  feature_flags: string[];
  product_feature_flags: string[];
};

export function identityTraits(user: AccessUser): IdentityTraits {
  return {
    id: user.id,
    email: user.email,
    name: `${user.first_name} ${user.last_name}`.trim(),
    company_id: user.organization.id,
    company_name: user.organization.name,
    company_feature_flags: user.organization.feature_flags,
    feature_flags: user.feature_flags,
    product_feature_flags: user.product_feature_flags,
  };
}

/** The CRM/chat widget stays off in print/PDF mode and on the agent's map-my-route page. */
export function shouldLoadCrmWidget(url: string): boolean {
  const pathname = url.split(/[?#]/)[0] ?? '';
  return !isPdfModeUrl(url) && pathname !== AGENT_MAP_MY_ROUTE_PATH;
}
