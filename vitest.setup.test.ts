import { describe, expect, it } from 'vitest';
import { expectConsoleError } from './vitest.setup.js';

describe('console.error in a test (issue #15)', () => {
  it.fails('fails the test when it was not declared', () => {
    console.error('something went wrong');
  });

  it('passes when the test declared it, and hands back what was written', () => {
    const logged = expectConsoleError(/went wrong/);
    console.error('something went wrong:', new Error('boom'));
    expect(logged).toEqual(['something went wrong: Error: boom']);
  });

  it.fails('fails when a declared message was not written', () => {
    expectConsoleError('never written');
  });

  it.fails('still fails on another message than the declared one', () => {
    expectConsoleError('expected');
    console.error('expected');
    console.error('a different failure');
  });
});
