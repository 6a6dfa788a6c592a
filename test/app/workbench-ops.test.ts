// /readyz and /metrics at the address `npm start` prints for the workbench: the app serves them on a port of its own,
// picked at random in the workbench, so the printed address must answer them too — with the app's own status and body.
import { describe, expect, it } from 'vitest';
import { workbenchBanner } from '../../src/workbench/banner.js';
import { useDemoWorkbench } from '../support/demo-workbench.js';

const demo = useDemoWorkbench('workbench-ops');

describe('the workbench’s printed address', () => {
  it('answers /readyz and /metrics as the app does, and the start-up lines print both', async () => {
    const wb = await demo.start();
    const banner = workbenchBanner(wb.workbench.url, wb.runtime.slack!.url);
    for (const path of ['/readyz', '/metrics']) expect(banner).toContain(`${wb.workbench.url}${path}`);

    const ready = await fetch(`${wb.workbench.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual(await (await fetch(`${wb.runtime.slack!.url}/readyz`)).json());

    const metrics = await fetch(`${wb.workbench.url}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toContain('text/plain');
    expect(await metrics.text()).toContain('kudos_slack_acks_total');
  });
});
