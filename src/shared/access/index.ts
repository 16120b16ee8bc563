// The product's access rules and enumerations (SPEC.md section 6), shared by server and browser.

export * from './enums';
export * from './sections';
export * from './labels';
export {
  accessUserOf,
  hasFeatureFlag,
  hasProductFeature,
  isOrganizationSettingOn,
  type AccessOrganization,
  type AccessSubject,
  type AccessUser,
  type AccessUserSource,
} from './user';
export { canAccess, explainAccess, type AccessCriteria, type AccessDecision, type AccessRule } from './can-access';
export {
  OPERATION_ACCESS,
  PEOPLE_ONLY_REASON,
  TRANSPORT_ONLY_REASON,
  actorOf,
  canDo,
  explainAll,
  explainOperation,
  type Actor,
  type Operation,
  type OperationAccess,
  type OperationDecision,
} from './operations';
export { canGrant, explainGrant, holdsSection, roleExceeds, type Grant, type GrantDecision } from './grant-rules';
export { apiTokenCapability, scopeRole, type TokenCapability, type TokenCreator } from './api-token-access';
export {
  MEMBER_BASE_SECTION,
  defaultInvitationSections,
  grantableDefaultSections,
  invitationSections,
} from './invitation-sections';
