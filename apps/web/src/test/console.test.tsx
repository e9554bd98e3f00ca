import { render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectConsoleError, expectConsoleWarning } from './console';

function Later() {
  const [text, setText] = useState('soon');
  useEffect(() => {
    const timer = setTimeout(() => setText('now'), 0);
    return () => clearTimeout(timer);
  }, []);
  return <p>{text}</p>;
}

describe('console.error and console.warn in a web test (issue #15)', () => {
  it.fails('fails the test when console.error was not declared', () => {
    console.error('something went wrong');
  });

  it.fails('fails the test when console.warn was not declared', () => {
    console.warn('careful');
  });

  it.fails('fails on a React key warning', () => {
    render(
      <ul>
        {['a', 'b'].map((item) => (
          // no key: the warning is the point of this test
          <li>{item}</li>
        ))}
      </ul>,
    );
  });

  it.fails('fails on a state update outside act()', async () => {
    render(<Later />);
    await new Promise((resolve) => setTimeout(resolve, 10));
  });

  it.fails('fails on what jsdom does not implement', () => {
    window.alert('hello');
  });

  it('passes when the test declared it, and hands back what was written', async () => {
    const logged = expectConsoleError(/not wrapped in act/);
    const warned = expectConsoleWarning('careful');
    render(<Later />);
    // Until the timer's update has rendered, outside act() (a fixed 10 ms wait failed on a loaded
    // CI machine before the update came).
    for (let i = 0; i < 500 && !screen.queryByText('now'); i += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    console.warn('careful', new Error('boom'));
    expect(screen.getByText('now')).toBeDefined();
    expect(logged).toHaveLength(1);
    expect(warned).toEqual(['careful Error: boom']);
  });

  it.fails('fails when a declared message was not written', () => {
    expectConsoleWarning('never written');
  });
});
