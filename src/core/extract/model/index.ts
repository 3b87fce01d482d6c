/** Model extraction: providers, prompt, answer validation and the per-run client. */
export { modelExtract } from './client';
export { estimateModelRun } from './cost';
export { measureModelPath, promptShape, tokensPerKiB, spanBytes, type PromptShape } from './measure';
