// The shell's runtime plugin that hands the federation runtime to the remotes (issue 10), as
// @module-federation/inject-external-runtime-core-plugin does, but with only the names a remote's
// remoteEntry.js reads from it: that plugin hands over the whole module, which keeps all of it in
// the shell's main.js. A remote built with a newer plugin that reads another name fails to start,
// loudly; add the name here.
import {
  assert,
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  Global,
  helpers,
  loadScript,
  loadScriptNode,
  Module,
  ModuleFederation,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

const RUNTIME_FOR_REMOTES = {
  assert,
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  Global,
  helpers,
  loadScript,
  loadScriptNode,
  Module,
  ModuleFederation,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

export default function federationRuntimeProvider() {
  return {
    name: 'federation-runtime-provider',
    beforeInit(args) {
      if (!Global._FEDERATION_RUNTIME_CORE) {
        Global._FEDERATION_RUNTIME_CORE = RUNTIME_FOR_REMOTES;
        Global._FEDERATION_RUNTIME_CORE_FROM = { name: args.options.name, version: 'slim' };
      }
      return args;
    },
  };
}
