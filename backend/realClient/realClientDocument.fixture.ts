import { type DefinitionNode, type FragmentDefinitionNode, Kind, parse, print, visit } from 'graphql';

/**
 * An operation with the fragments it spreads (and those they spread), taken from shared fragment
 * texts: the app keeps its fragments in common files and its build sends each operation with its own.
 */
export function realClientDocument(operation: string, ...fragmentTexts: string[]): string {
  const fragments = new Map(
    parse(fragmentTexts.join('\n'))
      .definitions.filter(
        (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
      )
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const needed = new Map<string, FragmentDefinitionNode>();
  const collect = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (!fragment || needed.has(spread.name.value)) return;
        needed.set(spread.name.value, fragment);
        collect(fragment);
      },
    });
  const operations = parse(operation).definitions;
  for (const definition of operations) collect(definition);
  return [...operations, ...needed.values()].map((definition) => print(definition)).join('\n\n');
}
