/**
 * The provider the settings ask for, or null when the run is offline: no
 * provider chosen, no HTTP function injected, or no model name to send.
 */
import { AnthropicProvider } from './anthropic';
import { OpenAiCompatibleProvider } from './openai';
import type { ModelProvider, RequestShape } from './provider';
import { MODEL_PRESETS, type Settings } from '../../ports/settings';
import type { ModelPorts } from './model-ports';

type ProviderChoice = { provider: ModelProvider } | { provider: null; reason: string };

/**
 * What each endpoint refused, per settings object: a run's extraction and its
 * index rewrite share one, so a server that refused `response_format` once is
 * not sent it again by the next provider of the same run.
 */
const learned = new WeakMap<object, Map<string, RequestShape>>();

function shapeFor(s: Settings): RequestShape {
  const byEndpoint = learned.get(s) ?? new Map<string, RequestShape>();
  learned.set(s, byEndpoint);
  const key = `${s.provider}|${s.baseUrl.trim()}|${s.model.trim()}`;
  const shape = byEndpoint.get(key) ?? {};
  byEndpoint.set(key, shape);
  return shape;
}

export function createProvider(ports: Pick<ModelPorts, 'http' | 'apiKey' | 'signal'>, s: Settings): ProviderChoice {
  if (s.provider === 'none') return { provider: null, reason: 'no model provider is configured' };
  if (!ports.http) return { provider: null, reason: 'this host gave the engine no way to make HTTP requests' };
  if (s.model.trim() === '') return { provider: null, reason: `the ${s.provider} provider has no model name set` };
  const http = ports.http;
  const signal = ports.signal;
  const opts = {
    // Every request carries the run's cancel signal, so stopping a dream drops a call in flight.
    http: signal ? (req: Parameters<typeof http>[0]) => http({ ...req, signal }) : http,
    baseUrl: s.baseUrl,
    model: s.model.trim(),
    apiKey: ports.apiKey,
    timeoutMs: Math.round(s.requestTimeoutSec * 1000),
    maxResponseBytes: s.maxResponseKiB * 1024,
    shape: shapeFor(s),
  };
  return { provider: s.provider === 'anthropic' ? new AnthropicProvider(opts) : new OpenAiCompatibleProvider(opts) };
}

/** Services that answer no request without a key, by the address they listen at. */
const KEYED_HOSTS = /^https?:\/\/(?:api\.openai\.com|api\.anthropic\.com|openrouter\.ai)(?:[/:?#]|$)/i;

/**
 * Why a configured cloud provider cannot be asked (null when it can): OpenAI,
 * Anthropic or OpenRouter with no API key. Said before the first call, with
 * where the key goes, instead of a 401 per chunk and a night read offline
 * without a word about the key.
 */
export function missingApiKey(s: Settings, apiKey: string | undefined): string | null {
  if (s.provider === 'none' || (apiKey ?? '').trim() !== '') return null;
  const url = s.baseUrl.trim();
  const preset = MODEL_PRESETS.find((p) => p.id === s.modelPreset);
  const keyed = (preset !== undefined && KEYED_HOSTS.test(preset.baseUrl) && (url === '' || url === preset.baseUrl)) || KEYED_HOSTS.test(url) || (url === '' && preset === undefined);
  if (!keyed) return null;
  const name = preset?.name ?? (s.provider === 'anthropic' ? 'Anthropic' : 'OpenAI');
  return `${name} needs an API key and none is set, so no model call was made and nothing was written. Put the key in the plugin settings (API key, kept in Obsidian's secret storage) or, for the command line, in the environment variable VAULT_DREAMING_API_KEY; or run offline`;
}
