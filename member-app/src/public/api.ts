// The one API client, for the site's scripts that call the member API.
export { apiCall, ApiFailure } from '../lib/api-client';
