// Failures of the shell's routes, in the one envelope with locale keys.
import { ApiError } from './errors';

export const languageChangeFailed = (): ApiError => new ApiError(502, 'LANGUAGE_CHANGE_FAILED', 'Failed to change the language', 'language.failed_change_language');
export const consumerVoiceFailed = (): ApiError => new ApiError(502, 'CONSUMER_VOICE_FAILED', 'Failed sending consumer voice', 'consumer_voice.failed');
export const featureOff = (): ApiError => new ApiError(404, 'NOT_FOUND', 'Not found', 'api.error.not_found');
