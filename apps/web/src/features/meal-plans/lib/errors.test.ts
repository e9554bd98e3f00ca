import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { toWizardError } from './errors';
import { buildPlan } from './test-data';

describe('toWizardError', () => {
  it('keeps the server message and reads infeasible details', () => {
    const nearest = buildPlan(1, ['dinner']);
    const error = new ApiError({
      type: 'unknown',
      status: 422,
      message: 'No plan fits a $10 budget.',
      details: {
        error: 'infeasible',
        details: {
          reason: 'budget_too_low',
          minimum_budget: 31.5,
          minimum_cooking_time: null,
          nearest_plan: nearest,
        },
      },
    });
    const result = toWizardError(error, 'generate');
    expect(result.message).toBe('No plan fits a $10 budget.');
    expect(result.infeasible?.minimum_budget).toBe(31.5);
    expect(result.infeasible?.nearest_plan?.id).toBe('plan-1');
  });

  it('names the fields the server refused in the step’s words, not "Invalid request data"', () => {
    // A walk-through's 99999 minutes and -5 budget; the server's answer to a wrapped body, which
    // also reads it as a bare one whose fields are all missing.
    const error = new ApiError({
      type: 'unknown',
      status: 400,
      message: 'Invalid request data',
      details: {
        error: 'validation',
        details: {
          fields: [
            { path: 'body.preferences.cooking_time', message: 'Too big: expected number to be <=600' },
            { path: 'body.preferences.budget_limit', message: 'Too small: expected number to be >0' },
            { path: 'body.days', message: 'Invalid input: expected number, received undefined' },
          ],
        },
      },
    });
    expect(toWizardError(error, 'generate').message).toBe(
      'Max cooking time must be 5 to 600 minutes. Budget per plan must be more than $0 and at most $10,000, or left empty for no budget.',
    );
    // No field of the form named: the server's message stands.
    const other = new ApiError({
      type: 'unknown',
      status: 400,
      message: 'Invalid request data',
      details: {
        error: 'validation',
        details: { fields: [{ path: 'body.store_id', message: 'Store not found' }] },
      },
    });
    expect(toWizardError(other, 'generate').message).toBe('Invalid request data');
  });

  it('a refresh with no replacement that fits is information, not an error', () => {
    const message =
      'No other dinner recipe that fits your choices keeps the plan within your $120.00 budget: the cheapest of the 268 left would take it to $123.72.';
    const error = new ApiError({
      type: 'unknown',
      status: 422,
      message,
      details: { error: 'infeasible', details: { reason: 'budget_too_low' } },
    });
    expect(toWizardError(error, 'refresh')).toMatchObject({ message, messageType: 'info' });
    expect(toWizardError(error, 'generate').messageType).toBe('info');
  });

  it('an infeasible plan is an answer (information), other failures stay errors', () => {
    const infeasible = new ApiError({
      type: 'unknown',
      status: 422,
      message: 'No plan fits a $10 budget.',
      details: { error: 'infeasible', details: { reason: 'budget_too_low', minimum_budget: 31.5 } },
    });
    expect(toWizardError(infeasible, 'generate').messageType).toBe('info');
    const failed = new ApiError({ type: 'server', status: 500, message: 'The planner is down.' });
    expect(toWizardError(failed, 'generate').messageType).toBe('server');
  });

  it('ignores infeasible details that do not match the contract', () => {
    const error = new ApiError({
      type: 'unknown',
      status: 422,
      message: 'No plan.',
      details: { error: 'infeasible', details: { reason: 'weird' } },
    });
    expect(toWizardError(error, 'generate').infeasible).toBeUndefined();
  });

  it('marks quota_exceeded and maps the message type', () => {
    const error = new ApiError({
      type: 'forbidden',
      status: 403,
      message: 'You have used your 3 free meal plans this month.',
      details: { error: 'quota_exceeded' },
    });
    expect(toWizardError(error, 'generate')).toEqual({
      source: 'generate',
      message: 'You have used your 3 free meal plans this month.',
      messageType: 'error',
      quotaExceeded: true,
    });
    const network = new ApiError({ type: 'network', message: 'offline' });
    expect(toWizardError(network, 'pricing').messageType).toBe('network');
  });

  it('gives the unexpected-error message for anything else', () => {
    expect(toWizardError(new Error('x'), 'refresh').message).toBe('An unexpected error occurred');
  });
});
