import { afterEach, describe, expect, it } from 'vitest';
import { $productRequest, openProductDetail } from './product-detail';
import { $accessToken, $user, endSession } from './session';
import { $loginPrompt } from './ui';

describe('openProductDetail', () => {
  afterEach(() => {
    endSession();
    $productRequest.set(null);
    $loginPrompt.set(null);
  });

  it('asks the modal for the product when a member is signed in', () => {
    $accessToken.set('token');
    $user.set({ firstName: 'A', lastName: 'B', email: 'a@example.com', userProducts: [] });
    openProductDetail(7);
    expect($productRequest.get()).toBe(7);
    expect($loginPrompt.get()).toBeNull();
  });

  it('opens the login for a visitor, and the detail after the sign-in', () => {
    openProductDetail(9);
    expect($productRequest.get()).toBeNull();
    const prompt = $loginPrompt.get();
    expect(prompt?.reason).toBe('product'); // 'product details are for business members' (issue 17 item 8);
    prompt?.onSignedIn?.();
    expect($productRequest.get()).toBe(9);
  });
});
