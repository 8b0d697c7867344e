// Calls that arrive together run together: the group commit of a hot path (checkout's pricing and
// its write). Each caller awaits its own answer, unlike a WriteBatch (batch.ts), whose callers do not
// wait for the write. A call made while `concurrency` runs are under way waits and goes in the next
// run with every other call that waited (up to `maxBatch`); a call made when the way is free starts at
// the end of the event loop's turn, so what arrived in one turn (the requests read from one poll) runs
// as one and a lone call waits for nothing. Under a rush of N callers this is a handful of statements
// instead of N, one transaction and one lock queue instead of N contending for the same rows.
import { Counter, type Registry } from 'prom-client';

export interface CallBatchOptions<In, Out> {
  /**
   * Runs the inputs together: one answer per input, in their order; an Error answers that caller alone
   * (a refusal), a throw answers every caller of the run.
   */
  run: (inputs: In[]) => Promise<Array<Out | Error>>;
  /** Inputs per run at most (default 32). */
  maxBatch?: number;
  /** Runs under way at once (default 1). */
  concurrency?: number;
  /** Its name in the metrics' `batch` label; with `registry`, calls and runs are counted there. */
  name?: string;
  registry?: Registry;
}

/** Calls and runs of the call batches of one registry: calls / runs is how many went together. */
function callBatchCounters(registry: Registry) {
  const counter = (name: string, help: string) =>
    (registry.getSingleMetric(name) as Counter<'batch'> | undefined) ??
    new Counter({ name, help, labelNames: ['batch'], registers: [registry] });
  return {
    calls: counter('atlas_call_batch_calls_total', 'Calls answered by a call batch'),
    runs: counter('atlas_call_batch_runs_total', 'Runs of a call batch (each answers the calls that went together)'),
  };
}

interface Waiting<In, Out> {
  input: In;
  resolve: (out: Out) => void;
  reject: (error: unknown) => void;
}

/** A function that answers `run`'s answer for its input, grouping the calls that overlap (see above). */
export function callBatch<In, Out>(options: CallBatchOptions<In, Out>): (input: In) => Promise<Out> {
  const maxBatch = options.maxBatch ?? 32;
  const concurrency = options.concurrency ?? 1;
  if (!(maxBatch >= 1 && concurrency >= 1)) throw new Error('callBatch: maxBatch and concurrency must be at least 1');
  let waiting: Waiting<In, Out>[] = [];
  let running = 0;
  let scheduled = false;
  const counters = options.registry ? callBatchCounters(options.registry) : undefined;
  const label = { batch: options.name ?? 'unnamed' };
  counters?.calls.inc(label, 0);
  counters?.runs.inc(label, 0);

  const start = () => {
    scheduled = false;
    while (running < concurrency && waiting.length > 0) {
      const taken = waiting.slice(0, maxBatch);
      waiting = waiting.slice(taken.length);
      running += 1;
      counters?.calls.inc(label, taken.length);
      counters?.runs.inc(label);
      // a run that throws synchronously answers its callers like one that rejects
      Promise.resolve()
        .then(() => options.run(taken.map((call) => call.input)))
        .then((answers) => {
          if (!Array.isArray(answers) || answers.length !== taken.length) {
            throw new Error(`callBatch: ${taken.length} inputs were answered ${Array.isArray(answers) ? answers.length : 'not'}`);
          }
          taken.forEach((call, i) => {
            const answer = answers[i];
            if (answer instanceof Error) call.reject(answer);
            else call.resolve(answer);
          });
        })
        .catch((error: unknown) => {
          for (const call of taken) call.reject(error);
        })
        .finally(() => {
          running -= 1;
          start();
        });
    }
  };

  return (input: In) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      if (running < concurrency && !scheduled) {
        scheduled = true;
        setImmediate(start);
      }
    });
}
