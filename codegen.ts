import type { CodegenConfig } from '@graphql-codegen/cli';

// Generated files live only under graphql/generated/ and are never edited by hand.
// `npm run codegen` rewrites them; CI fails when they differ from the committed ones.
const config: CodegenConfig = {
  schema: 'graphql/schema/*.graphql',
  documents: 'graphql/operations/**/*.graphql',
  emitLegacyCommonJSImports: false,
  generates: {
    'graphql/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        contextType: '../../server/graphql/context#GraphQLContext',
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { JSON: 'unknown', JSONObject: 'Record<string, unknown>' },
        mappers: {
          User: '../../server/graphql/models#UserModel',
          Organization: '../../server/graphql/models#OrganizationModel',
          Group: '../../server/graphql/models#GroupModel',
          Permission: '../../server/graphql/models#PermissionModel',
        },
      },
    },
    'graphql/generated/client/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { JSON: 'unknown', JSONObject: 'Record<string, unknown>' },
        documentMode: 'documentNode',
      },
    },
  },
};

export default config;
