import type { Schema, Struct } from '@strapi/strapi';

export interface PartnerDomain extends Struct.ComponentSchema {
  collectionName: 'components_partner_domains';
  info: {
    displayName: 'Domain';
  };
  attributes: {
    domain: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
  };
}

export interface SharedEvent extends Struct.ComponentSchema {
  collectionName: 'components_shared_events';
  info: {
    description: 'When and where the show took place (search engines show it as an event)';
    displayName: 'Event';
  };
  attributes: {
    city: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 80;
      }>;
    country: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2;
      }>;
    endsOn: Schema.Attribute.Date;
    startsOn: Schema.Attribute.Date;
    venue: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
  };
}

export interface SharedSeo extends Struct.ComponentSchema {
  collectionName: 'components_shared_seos';
  info: {
    description: "What search engines and a shared link show; empty fields fall back to the item's title, text and first picture";
    displayName: 'Search and share';
  };
  attributes: {
    metaDescription: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    metaTitle: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 70;
      }>;
    noIndex: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    shareImage: Schema.Attribute.Media<'images'>;
  };
}

export interface ShowroomCaption extends Struct.ComponentSchema {
  collectionName: 'components_showroom_captions';
  info: {
    displayName: 'Caption';
  };
  attributes: {
    end: Schema.Attribute.Decimal &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    start: Schema.Attribute.Decimal &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    text: Schema.Attribute.Text & Schema.Attribute.Required;
  };
}

export interface ShowroomVideoItem extends Struct.ComponentSchema {
  collectionName: 'components_showroom_video_items';
  info: {
    displayName: 'Video item';
  };
  attributes: {
    captions: Schema.Attribute.Component<'showroom.caption', true>;
    poster: Schema.Attribute.String;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    video: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'partner.domain': PartnerDomain;
      'shared.event': SharedEvent;
      'shared.seo': SharedSeo;
      'showroom.caption': ShowroomCaption;
      'showroom.video-item': ShowroomVideoItem;
    }
  }
}
