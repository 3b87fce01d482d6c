/** Model extraction: providers, prompt, answer validation and the per-run client. */
export { modelExtract, DEFAULT_MAX_COMPLETION_TOKENS, type ModelExtractOptions, type ModelExtractResult } from './client';
export { createProvider, type ProviderChoice } from './providers';
export { OpenAiCompatibleProvider } from './openai';
export { AnthropicProvider, ANTHROPIC_VERSION } from './anthropic';
export { ModelCallError, type ModelProvider, type ModelRequest, type ModelResponse, type ProviderOptions } from './provider';
export { SYSTEM_PROMPT, buildUserMessage, renderSpan } from './prompt';
export { ANSWER_JSON_SCHEMA, candidateSchema, extractJson, parseAnswer, topicSlug } from './schema';
export { chunkSpans } from './chunk';
export { estimateModelRun, type EstimateOptions } from './cost';
export { measureModelPath, promptShape, tokensPerKiB, spanBytes, utf8Bytes, type ModelPathCost, type PromptShape, type SentPrompt, type TokensPerKiB } from './measure';
