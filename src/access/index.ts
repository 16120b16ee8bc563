// The product's access rules and enumerations (SPEC.md section 6), shared by server and browser.

export * from './enums';
export * from './sections';
export {
  hasFeatureFlag,
  hasProductFeature,
  isOrganizationSettingOn,
  type AccessOrganization,
  type AccessSubject,
  type AccessUser,
} from './user';
export {
  canAccess,
  explainAccess,
  type AccessCriteria,
  type AccessDecision,
  type AccessRule,
} from './can-access';
export { OPERATION_ACCESS, canDo, explainAll, explainOperation, type Operation } from './operations';
