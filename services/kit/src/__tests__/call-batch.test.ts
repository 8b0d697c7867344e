import { Registry } from 'prom-client';
import { callBatch } from '../call-batch';

/** A run that records the inputs it was handed and answers when the test lets it. */
function gatedRun<In>() {
  const runs: In[][] = [];
  const gates: Array<() => void> = [];
  const run = async (inputs: In[]) => {
    runs.push(inputs);
    await new Promise<void>((open) => gates.push(open));
    return inputs.map((input) => (input === 'refuse' ? new Error(`refused ${String(input)}`) : `answer to ${String(input)}`));
  };
  const openNext = async () => {
    while (gates.length === 0) await new Promise((resolve) => setImmediate(resolve));
    gates.shift()!();
  };
  return { run, runs, openNext };
}

test('a lone call runs alone and at once; calls made while it runs go together in the next run, each answered its own', async () => {
  const { run, runs, openNext } = gatedRun<string>();
  const call = callBatch({ run });
  const first = call('a');
  await openNext(); // 'a' is under way
  const later = ['b', 'c', 'd'].map((input) => call(input));
  expect(await first).toBe('answer to a');
  await openNext();
  expect(await Promise.all(later)).toEqual(['answer to b', 'answer to c', 'answer to d']);
  expect(runs).toEqual([['a'], ['b', 'c', 'd']]);
});

test('calls made in one turn of the event loop run as one; maxBatch splits them, concurrency runs that many at once', async () => {
  const { run, runs, openNext } = gatedRun<number>();
  const call = callBatch({ run, maxBatch: 3, concurrency: 2 });
  const answers = Promise.all(Array.from({ length: 7 }, (_, i) => call(i)));
  await openNext();
  await openNext();
  expect(runs).toEqual([
    [0, 1, 2],
    [3, 4, 5],
  ]); // two under way, the seventh waits
  await openNext();
  expect(await answers).toHaveLength(7);
  expect(runs).toEqual([[0, 1, 2], [3, 4, 5], [6]]);
});

test('an Error answers its caller alone; a run that throws answers every caller of that run, and the next run goes on', async () => {
  const { run, openNext } = gatedRun<string>();
  const call = callBatch({ run });
  const together = [call('x'), call('refuse'), call('y')].map((answer) =>
    answer.then(
      (value) => ({ value }),
      (error: Error) => ({ error: error.message }),
    ),
  );
  await openNext();
  expect(await Promise.all(together)).toEqual([{ value: 'answer to x' }, { error: 'refused refuse' }, { value: 'answer to y' }]);

  let fail = true;
  const flaky = callBatch<string, string>({
    run: async (inputs) => {
      if (fail) throw new Error('database down');
      return inputs.map((input) => input.toUpperCase());
    },
  });
  await expect(Promise.all([flaky('p'), flaky('q')])).rejects.toThrow('database down');
  fail = false;
  expect(await flaky('r')).toBe('R');
  // a run answering the wrong number of answers fails its callers instead of leaving one waiting
  const short = callBatch<string, string>({ run: async () => ['only one'] });
  await expect(Promise.all([short('s'), short('t')])).rejects.toThrow('2 inputs were answered 1');
});

test('counts calls and runs in the registry (calls per run is how many went together)', async () => {
  const registry = new Registry();
  const call = callBatch<number, number>({ name: 'doubling', registry, run: async (inputs) => inputs.map((n) => n * 2) });
  expect(await Promise.all([1, 2, 3, 4].map(call))).toEqual([2, 4, 6, 8]);
  const text = await registry.metrics();
  expect(text).toContain('atlas_call_batch_calls_total{batch="doubling"} 4');
  expect(text).toContain('atlas_call_batch_runs_total{batch="doubling"} 1');
});
