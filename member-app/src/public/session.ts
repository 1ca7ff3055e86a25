// The signed-in member's token and profile.
export { $accessToken, $user } from '../stores/session';
