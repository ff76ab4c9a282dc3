import { z } from 'zod';
import { MATCH_GROUPS } from '../rules/search-fallback.js';

/** Which fallback group a listing of a search's answer belongs to (see rules/search-fallback.ts). */
export const matchGroupSchema = z.enum(MATCH_GROUPS);
