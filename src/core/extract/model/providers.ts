/**
 * The provider the settings ask for, or null when the run is offline: no
 * provider chosen, no HTTP function injected, or no model name to send.
 */
import type { EngineContext } from '../../context';
import { AnthropicProvider } from './anthropic';
import { OpenAiCompatibleProvider } from './openai';
import type { ModelProvider } from './provider';

export type ProviderChoice = { provider: ModelProvider } | { provider: null; reason: string };

export function createProvider(ctx: EngineContext): ProviderChoice {
  const s = ctx.settings;
  if (s.provider === 'none') return { provider: null, reason: 'no model provider is configured' };
  if (!ctx.http) return { provider: null, reason: 'this host gave the engine no way to make HTTP requests' };
  if (s.model.trim() === '') return { provider: null, reason: `the ${s.provider} provider has no model name set` };
  const http = ctx.http;
  const signal = ctx.signal;
  const opts = {
    // Every request carries the run's cancel signal, so stopping a dream drops a call in flight.
    http: signal ? (req: Parameters<typeof http>[0]) => http({ ...req, signal }) : http,
    baseUrl: s.baseUrl,
    model: s.model.trim(),
    apiKey: ctx.apiKey,
    timeoutMs: Math.round(s.requestTimeoutSec * 1000),
    maxResponseBytes: s.maxResponseKiB * 1024,
  };
  return { provider: s.provider === 'anthropic' ? new AnthropicProvider(opts) : new OpenAiCompatibleProvider(opts) };
}
