import type { MutationResolvers, QueryResolvers } from '../../../graphql/generated/resolvers';
import {
  issuePasswordResetLink,
  requestPasswordReset,
  resetPassword,
  unsafePreviewPasswordReset,
} from '../../services/passwords/reset';
import { userManager } from './sessions';

export const PasswordQueries: QueryResolvers = {
  passwordResetPreview: async (_parent, { token }, { db }) => unsafePreviewPasswordReset({ db, token }),
};

export const PasswordMutations: MutationResolvers = {
  requestPasswordReset: async (_parent, { email }, { db, runtime, clientAddress }) =>
    requestPasswordReset({ db, email, clientAddress, ...runtime }),
  issuePasswordResetLink: async (_parent, { userId }, context) =>
    issuePasswordResetLink({ ...(await userManager(context, 'issuePasswordResetLink')), userId, ...context.runtime }),
  resetPassword: async (_parent, { token, password }, { db }) => resetPassword({ db, token, password }),
};
