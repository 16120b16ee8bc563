import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  GraphQLError,
  Kind,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
  type ArgumentNode,
  type DocumentNode,
  type FieldNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValueNode,
} from 'graphql';
import type { GraphQLContext } from './context';

/** The arguments graphql-armor's cost formula multiplies a field's cost by. */
const PAGE_ARGUMENTS = ['first', 'last'];

const rulesByCost = new Map<number, ReturnType<typeof armorCostRules>>();
const costRules = (maxCost: number) =>
  rulesByCost.get(maxCost) ?? rulesByCost.set(maxCost, armorCostRules(maxCost)).get(maxCost)!;

/** armor's cost rule alone (the other protections are `createArmor`'s); it reads literal `first`/`last` only. */
function armorCostRules(maxCost: number) {
  const off = { enabled: false };
  return new ApolloArmor({
    // A fragment costs what its fields cost written inline: it is how the product's operations share fields.
    costLimit: { maxCost, flattenFragments: true },
    maxDepth: off,
    maxAliases: off,
    maxDirectives: off,
    maxTokens: off,
    blockFieldSuggestion: off,
  }).protect().validationRules;
}

const intValue = (value: number): ValueNode => ({ kind: Kind.INT, value: String(value) });

/**
 * The page size a field will really run with: a literal as written; a variable's value, else the
 * variable's default; an omitted (or null) argument, the schema's default. Anything else (a value
 * that is no integer fails when the operation runs) is left for the formula to read as 1.
 */
function pageSize(
  value: ValueNode | undefined,
  variables: Record<string, unknown>,
  variableDefaults: Map<string, ValueNode>,
  schemaDefault: unknown,
): ValueNode | undefined {
  if (value?.kind === Kind.INT) return value;
  if (value?.kind === Kind.VARIABLE) {
    const given = variables[value.name.value];
    if (typeof given === 'number' && Number.isInteger(given)) return intValue(given);
    const declared = variableDefaults.get(value.name.value);
    if (given === undefined && declared?.kind === Kind.INT) return declared;
  }
  return typeof schemaDefault === 'number' && Number.isInteger(schemaDefault) ? intValue(schemaDefault) : value;
}

type PageRequest = { field: string; argument: string; size: number };

/**
 * The operation (with its fragments) as it will run: every `first`/`last` written as the literal it
 * resolves to, so the cost formula counts the rows asked for however they were asked, and without
 * `__typename` (no work to answer; the browser's client adds it everywhere); and every page so
 * resolved (`pages`), for the page-size limit.
 */
export function withPageSizesResolved(options: {
  schema: GraphQLSchema;
  document: DocumentNode;
  operation: OperationDefinitionNode;
  variables: Record<string, unknown>;
}): { document: DocumentNode; pages: PageRequest[] } {
  const { schema, operation, variables } = options;
  const variableDefaults = new Map(
    (operation.variableDefinitions ?? []).flatMap((definition) =>
      definition.defaultValue ? [[definition.variable.name.value, definition.defaultValue] as const] : [],
    ),
  );
  const fragments = options.document.definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION);
  const typeInfo = new TypeInfo(schema);
  const pages: PageRequest[] = [];
  const document = visit(
    { kind: Kind.DOCUMENT, definitions: [operation, ...fragments] },
    visitWithTypeInfo(typeInfo, {
      Field(node: FieldNode): FieldNode | null | undefined {
        // Free to answer, and what Apollo Client adds to every selection: not counted.
        if (node.name.value === '__typename') return null;
        const definition = typeInfo.getFieldDef();
        const name = PAGE_ARGUMENTS.find((argument) => definition?.args.some((arg) => arg.name === argument));
        if (!definition || !name) return undefined;
        const written = node.arguments?.find((argument) => argument.name.value === name);
        const value = pageSize(
          written?.value,
          variables,
          variableDefaults,
          definition.args.find((arg) => arg.name === name)?.defaultValue,
        );
        if (value?.kind === Kind.INT) pages.push({ field: definition.name, argument: name, size: Number(value.value) });
        if (!value || value === written?.value) return undefined;
        const resolved: ArgumentNode = { kind: Kind.ARGUMENT, name: { kind: Kind.NAME, value: name }, value };
        const others = (node.arguments ?? []).filter((argument) => argument.name.value !== name);
        // The formula reads the first page argument it meets: the resolved one goes first.
        return { ...node, arguments: [resolved, ...others] };
      },
    }),
  );
  return { document, pages };
}

const refusal = (message: string, code: string) =>
  new GraphQLError(message, { extensions: { code, http: { status: 400 } } });

/**
 * What the graph refuses in an operation before it runs, given its variables (null: nothing).
 * First the page size: a `first`/`last` over `limits.maxPageSize` is 400 BAD_USER_INPUT naming the
 * maximum (a wrong argument, as a service's own page check answers). Then the cost: graphql-armor's
 * formula (objects 2, scalars 1, × 1.5 a level, × a list field's `first`/`last`) over
 * `limits.maxCost` is 400 GRAPHQL_VALIDATION_FAILED, as for the other document limits.
 */
export function judgeOperation(options: {
  schema: GraphQLSchema;
  document: DocumentNode;
  operation: OperationDefinitionNode;
  variables: Record<string, unknown>;
  limits: { maxPageSize: number; maxCost: number };
}): GraphQLError | null {
  const { document, pages } = withPageSizesResolved(options);
  const { maxPageSize } = options.limits;
  const over = pages.find((page) => page.size > maxPageSize);
  if (over) {
    return refusal(
      `\`${over.argument}\` of ${over.field} asks for ${over.size} rows: at most ${maxPageSize} a page (ask for the next page with \`after\`).`,
      'BAD_USER_INPUT',
    );
  }
  const [tooCostly] = validate(options.schema, document, costRules(options.limits.maxCost));
  return tooCostly ? refusal(tooCostly.message.replace(/^Syntax Error: /, ''), 'GRAPHQL_VALIDATION_FAILED') : null;
}

/**
 * The page-size and cost limits, judged once the variables are known: armor's validation rule
 * alone would read only literal arguments (`vehicles(first: $n)` with n = 500 would cost as one row).
 */
export function costLimit(limits: { maxPageSize: number; maxCost: number }): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          if (!operation) return;
          const refused = judgeOperation({ schema, document, operation, variables: request.variables ?? {}, limits });
          if (refused) throw refused;
        },
      };
    },
  };
}
