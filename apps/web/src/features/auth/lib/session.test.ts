import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { clearSession, readSelectedStore, storeSession } from './session';

const store = {
  location_id: '01400943',
  store_id: '01400943',
  name: 'Kroger Main St',
  formatted_address: '1 Main St, Springfield',
  phone: null,
  hours: null,
};

describe('selected store in local storage', () => {
  it('restores a stored store that parses', () => {
    localStorage.setItem('selected_store', JSON.stringify(store));
    expect(readSelectedStore()).toEqual(store);
    expect(localStorage.getItem('selected_store')).not.toBeNull();
  });

  it('removes a stored value that is not JSON', () => {
    localStorage.setItem('selected_store', '{not json');
    expect(readSelectedStore()).toBeNull();
    expect(localStorage.getItem('selected_store')).toBeNull();
  });

  it('removes JSON that is not a store', () => {
    localStorage.setItem('selected_store', '"just a string"');
    expect(readSelectedStore()).toBeNull();
    expect(localStorage.getItem('selected_store')).toBeNull();
  });

  it('returns null when nothing is stored', () => {
    expect(readSelectedStore()).toBeNull();
  });
});

describe('session storage of tokens', () => {
  const user = buildUser({ default_store: null });

  it('stores tokens and the default store after login', () => {
    storeSession({ access_token: 'a', refresh_token: 'r', user: { ...user, default_store: store } });
    expect(localStorage.getItem('access_token')).toBe('a');
    expect(localStorage.getItem('refresh_token')).toBe('r');
    expect(JSON.parse(localStorage.getItem('selected_store') ?? 'null')).toEqual(store);
  });

  it('clears a previously selected store when the user has no default store', () => {
    localStorage.setItem('selected_store', JSON.stringify(store));
    storeSession({ access_token: 'a', refresh_token: 'r', user });
    expect(localStorage.getItem('selected_store')).toBeNull();
  });

  it('clears tokens and the store on logout', () => {
    storeSession({ access_token: 'a', refresh_token: 'r', user: { ...user, default_store: store } });
    clearSession();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(localStorage.getItem('selected_store')).toBeNull();
  });
});
