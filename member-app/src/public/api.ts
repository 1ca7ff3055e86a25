// The one API client, for the site's scripts that call the member API.
export { apiCall } from '../lib/api-client';
export { ApiFailure } from '../lib/api-failure';
