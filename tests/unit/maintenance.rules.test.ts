import { describe, expect, it } from 'vitest';
import { maintenanceDecision } from '../../src/server/edge/maintenance.step.ts';
import { classifyPath } from '../../src/server/edge/paths.ts';

const online = { status: 'online' } as const;
const down = { status: 'maintenance', message: 'ERP upgrade until 14:00' } as const;

describe('maintenanceDecision', () => {
  it('sends every page to the maintenance page of its locale while not online', () => {
    expect(maintenanceDecision(classifyPath('/de/login'), down)).toEqual({ action: 'redirect', to: '/de/maintenance' });
    expect(maintenanceDecision(classifyPath('/en-us'), down)).toEqual({ action: 'redirect', to: '/en-us/maintenance' });
  });

  it('shows the maintenance page while not online', () => {
    expect(maintenanceDecision(classifyPath('/fr/maintenance'), down)).toEqual({ action: 'pass' });
  });

  it('sends the maintenance page to the login once online', () => {
    expect(maintenanceDecision(classifyPath('/id-id/maintenance'), online)).toEqual({
      action: 'redirect',
      to: '/id-id/login',
    });
  });

  it('lets pages through while online', () => {
    expect(maintenanceDecision(classifyPath('/en-us/login'), online)).toEqual({ action: 'pass' });
  });

  it('answers API calls as unavailable while not online, except the health check', () => {
    expect(maintenanceDecision(classifyPath('/api/cart'), down)).toEqual({ action: 'unavailable' });
    expect(maintenanceDecision(classifyPath('/api/health'), down)).toEqual({ action: 'pass' });
    expect(maintenanceDecision(classifyPath('/api/cart'), online)).toEqual({ action: 'pass' });
  });

  it('never holds back assets', () => {
    expect(maintenanceDecision(classifyPath('/_astro/app.css'), down)).toEqual({ action: 'pass' });
  });
});
