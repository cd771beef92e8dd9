// The types of api-docs.mjs (a plain ES module, run by Node without a build), for its test.

export interface PublishedPackage {
  readonly dir: string;
  readonly name: string;
  readonly unscoped: string;
  readonly entries: readonly { readonly path: string; readonly types: string }[];
}

export const publishedPackages: () => PublishedPackage[];
export const referenceLink: (p: PublishedPackage) => string;
export const writeReference: (dir: string) => Promise<void>;
export const problems: () => Promise<string[]>;
