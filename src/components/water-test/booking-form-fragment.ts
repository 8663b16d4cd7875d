import { graphql } from "gatsby";

/**
 * Every text of the booking form, as a page query asks for it (src/pages/water-test.tsx);
 * booking-text.ts describes the same shape for the components.
 */
export const query = graphql`
  fragment BookingFormText on BookingForm {
    title
    intro
    requiredNote
    optional
    fields {
      name {
        label
        errors {
          missing
        }
      }
      phone {
        label
        hint
        placeholder
        errors {
          empty
          format
          notMobile
        }
      }
      email {
        label
        hint
        errors {
          format
        }
      }
      emirate {
        label
        placeholder
        errors {
          missing
        }
      }
      area {
        label
        placeholder
        errors {
          missing
        }
      }
      propertyType {
        ...BookingChoiceText
      }
      waterSource {
        ...BookingChoiceText
      }
      concerns {
        ...BookingChoiceText
      }
      date {
        label
        hint
        errors {
          missing
          invalid
          past
          tooFar
          closedDay
        }
      }
      timeWindow {
        label
        placeholder
        windows {
          value
          label
          from
          to
        }
        errors {
          missing
        }
      }
      consent {
        label
        errors {
          missing
        }
      }
    }
    honeypot
    submit {
      idle
      sending
      sent
    }
    confirmation
    whatsapp {
      text
      link
      newTab
      message
    }
    failure {
      title
      kept
      whatsapp
      call
      reasons {
        rateLimited
        headless
        blocked
        network
        timeout
        server
        notConfigured
        unexpected
      }
    }
  }

  fragment BookingChoiceText on BookingChoiceField {
    legend
    hint
    options {
      value
      label
    }
    errors {
      missing
    }
  }
`;
