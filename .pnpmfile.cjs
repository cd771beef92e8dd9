// TypeDoc (the API reference: tools/api-docs.mjs) runs on TypeScript's compiler API, which TypeScript 7 (the
// workspace's compiler) does not have: TypeDoc gets TypeScript 6 as a dependency of its own in place of its
// peer, which would otherwise be the workspace's TypeScript 7.
module.exports = {
  hooks: {
    readPackage(pkg) {
      if (pkg.name === "typedoc") {
        delete pkg.peerDependencies?.typescript;
        pkg.dependencies = { ...pkg.dependencies, typescript: "6.0.3" };
      }
      return pkg;
    },
  },
};
