import { z } from 'zod';
import { requiredText } from '../validation/zod-messages.ts';

/**
 * The manual identifier prompt of a list whose records are added under an identifier the user gives (000 §2.5,
 * route data `manualId`): required (000 §5), trimmed.
 */
export const manualIdSchema = z.object({ id: requiredText() });

/** A manual identifier, parsed. */
export type ManualIdInput = z.infer<typeof manualIdSchema>;
